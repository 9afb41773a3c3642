(define (problem plan_trial_93c4b8ac9268)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Laptop_bar__minus_03_dot_36_bar__plus_00_dot_14_bar__plus_04_dot_37 - object
        Laptop_bar__minus_02_dot_86_bar__plus_00_dot_05_bar__plus_08_dot_71 - object
        Laptop_bar__minus_03_dot_02_bar__plus_00_dot_21_bar__plus_08_dot_35 - object
        CreditCard_bar__minus_03_dot_18_bar__plus_00_dot_21_bar__plus_02_dot_46 - object
        CreditCard_bar__minus_03_dot_53_bar__plus_00_dot_02_bar__plus_06_dot_42 - object
        Plate_bar__minus_00_dot_27_bar__plus_00_dot_84_bar__plus_00_dot_44 - object
        Plate_bar__minus_00_dot_63_bar__plus_00_dot_73_bar__plus_08_dot_55 - object
        RemoteControl_bar__minus_03_dot_95_bar__plus_00_dot_27_bar__plus_04_dot_41 - object
        KeyChain_bar__minus_03_dot_03_bar__plus_00_dot_03_bar__plus_02_dot_27 - object
        KeyChain_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_04_dot_47 - object
        ArmChair_bar__minus_02_dot_69_bar__plus_00_dot_00_bar__plus_04_dot_62 - receptacle
        ArmChair_bar__minus_03_dot_66_bar__plus_00_dot_00_bar__plus_04_dot_56 - receptacle
        CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53 - receptacle
        CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60 - receptacle
        DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23 - receptacle
        SideTable_bar__minus_00_dot_40_bar__plus_00_dot_66_bar__plus_00_dot_36 - receptacle
        SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52 - receptacle
        Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45 - receptacle
        GarbageCan_bar__minus_01_dot_67_bar__plus_00_dot_53_bar__plus_00_dot_70 - receptacle
        loc_bar__minus_10_bar_22_bar_2_bar_30 - location
        loc_bar__minus_10_bar_27_bar_1_bar_30 - location
        loc_bar__minus_15_bar_22_bar_2_bar_30 - location
        loc_bar__minus_17_bar_26_bar_1_bar_30 - location
        loc_bar__minus_18_bar_32_bar_1_bar_30 - location
        loc_bar__minus_5_bar_33_bar_1_bar_30 - location
        loc_bar__minus_5_bar_3_bar_1_bar_30 - location
        loc_bar__minus_6_bar_9_bar_3_bar_30 - location
        loc_bar__minus_7_bar_3_bar_2_bar_15 - location
        loc_bar__minus_7_bar_8_bar_1_bar_30 - location
    )
(:init
        (receptacleType ArmChair_bar__minus_02_dot_69_bar__plus_00_dot_00_bar__plus_04_dot_62 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_69_bar__plus_00_dot_00_bar__plus_04_dot_62 loc_bar__minus_10_bar_22_bar_2_bar_30)
        (receptacleType ArmChair_bar__minus_03_dot_66_bar__plus_00_dot_00_bar__plus_04_dot_56 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_03_dot_66_bar__plus_00_dot_00_bar__plus_04_dot_56 loc_bar__minus_15_bar_22_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (receptacleType CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_40_bar__plus_00_dot_66_bar__plus_00_dot_36 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_40_bar__plus_00_dot_66_bar__plus_00_dot_36 loc_bar__minus_5_bar_3_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52 loc_bar__minus_5_bar_33_bar_1_bar_30)
        (receptacleType Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45 SofaType)
        (receptacleAtLocation Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45 loc_bar__minus_10_bar_27_bar_1_bar_30)
        (receptacleType GarbageCan_bar__minus_01_dot_67_bar__plus_00_dot_53_bar__plus_00_dot_70 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_67_bar__plus_00_dot_53_bar__plus_00_dot_70 loc_bar__minus_7_bar_3_bar_2_bar_15)
        (objectType Laptop_bar__minus_03_dot_36_bar__plus_00_dot_14_bar__plus_04_dot_37 LaptopType)
        (inReceptacle Laptop_bar__minus_03_dot_36_bar__plus_00_dot_14_bar__plus_04_dot_37 ArmChair_bar__minus_03_dot_66_bar__plus_00_dot_00_bar__plus_04_dot_56)
        (objectAtLocation Laptop_bar__minus_03_dot_36_bar__plus_00_dot_14_bar__plus_04_dot_37 loc_bar__minus_15_bar_22_bar_2_bar_30)
        (pickupable Laptop_bar__minus_03_dot_36_bar__plus_00_dot_14_bar__plus_04_dot_37)
        (objectType Laptop_bar__minus_02_dot_86_bar__plus_00_dot_05_bar__plus_08_dot_71 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_86_bar__plus_00_dot_05_bar__plus_08_dot_71 CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53)
        (objectAtLocation Laptop_bar__minus_02_dot_86_bar__plus_00_dot_05_bar__plus_08_dot_71 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (pickupable Laptop_bar__minus_02_dot_86_bar__plus_00_dot_05_bar__plus_08_dot_71)
        (objectType Laptop_bar__minus_03_dot_02_bar__plus_00_dot_21_bar__plus_08_dot_35 LaptopType)
        (inReceptacle Laptop_bar__minus_03_dot_02_bar__plus_00_dot_21_bar__plus_08_dot_35 CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53)
        (objectAtLocation Laptop_bar__minus_03_dot_02_bar__plus_00_dot_21_bar__plus_08_dot_35 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (pickupable Laptop_bar__minus_03_dot_02_bar__plus_00_dot_21_bar__plus_08_dot_35)
        (objectType CreditCard_bar__minus_03_dot_18_bar__plus_00_dot_21_bar__plus_02_dot_46 CreditCardType)
        (inReceptacle CreditCard_bar__minus_03_dot_18_bar__plus_00_dot_21_bar__plus_02_dot_46 DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23)
        (objectAtLocation CreditCard_bar__minus_03_dot_18_bar__plus_00_dot_21_bar__plus_02_dot_46 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_03_dot_18_bar__plus_00_dot_21_bar__plus_02_dot_46)
        (objectType CreditCard_bar__minus_03_dot_53_bar__plus_00_dot_02_bar__plus_06_dot_42 CreditCardType)
        (inReceptacle CreditCard_bar__minus_03_dot_53_bar__plus_00_dot_02_bar__plus_06_dot_42 CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60)
        (objectAtLocation CreditCard_bar__minus_03_dot_53_bar__plus_00_dot_02_bar__plus_06_dot_42 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (pickupable CreditCard_bar__minus_03_dot_53_bar__plus_00_dot_02_bar__plus_06_dot_42)
        (objectType Plate_bar__minus_00_dot_27_bar__plus_00_dot_84_bar__plus_00_dot_44 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_27_bar__plus_00_dot_84_bar__plus_00_dot_44 SideTable_bar__minus_00_dot_40_bar__plus_00_dot_66_bar__plus_00_dot_36)
        (objectAtLocation Plate_bar__minus_00_dot_27_bar__plus_00_dot_84_bar__plus_00_dot_44 loc_bar__minus_5_bar_3_bar_1_bar_30)
        (cleanable Plate_bar__minus_00_dot_27_bar__plus_00_dot_84_bar__plus_00_dot_44)
        (heatable Plate_bar__minus_00_dot_27_bar__plus_00_dot_84_bar__plus_00_dot_44)
        (coolable Plate_bar__minus_00_dot_27_bar__plus_00_dot_84_bar__plus_00_dot_44)
        (pickupable Plate_bar__minus_00_dot_27_bar__plus_00_dot_84_bar__plus_00_dot_44)
        (isReceptacleObject Plate_bar__minus_00_dot_27_bar__plus_00_dot_84_bar__plus_00_dot_44)
        (objectType Plate_bar__minus_00_dot_63_bar__plus_00_dot_73_bar__plus_08_dot_55 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_63_bar__plus_00_dot_73_bar__plus_08_dot_55 SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52)
        (objectAtLocation Plate_bar__minus_00_dot_63_bar__plus_00_dot_73_bar__plus_08_dot_55 loc_bar__minus_5_bar_33_bar_1_bar_30)
        (cleanable Plate_bar__minus_00_dot_63_bar__plus_00_dot_73_bar__plus_08_dot_55)
        (heatable Plate_bar__minus_00_dot_63_bar__plus_00_dot_73_bar__plus_08_dot_55)
        (coolable Plate_bar__minus_00_dot_63_bar__plus_00_dot_73_bar__plus_08_dot_55)
        (pickupable Plate_bar__minus_00_dot_63_bar__plus_00_dot_73_bar__plus_08_dot_55)
        (isReceptacleObject Plate_bar__minus_00_dot_63_bar__plus_00_dot_73_bar__plus_08_dot_55)
        (objectType RemoteControl_bar__minus_03_dot_95_bar__plus_00_dot_27_bar__plus_04_dot_41 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_03_dot_95_bar__plus_00_dot_27_bar__plus_04_dot_41 ArmChair_bar__minus_03_dot_66_bar__plus_00_dot_00_bar__plus_04_dot_56)
        (objectAtLocation RemoteControl_bar__minus_03_dot_95_bar__plus_00_dot_27_bar__plus_04_dot_41 loc_bar__minus_15_bar_22_bar_2_bar_30)
        (pickupable RemoteControl_bar__minus_03_dot_95_bar__plus_00_dot_27_bar__plus_04_dot_41)
        (objectType KeyChain_bar__minus_03_dot_03_bar__plus_00_dot_03_bar__plus_02_dot_27 KeyChainType)
        (inReceptacle KeyChain_bar__minus_03_dot_03_bar__plus_00_dot_03_bar__plus_02_dot_27 DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23)
        (objectAtLocation KeyChain_bar__minus_03_dot_03_bar__plus_00_dot_03_bar__plus_02_dot_27 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (pickupable KeyChain_bar__minus_03_dot_03_bar__plus_00_dot_03_bar__plus_02_dot_27)
        (objectType KeyChain_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_04_dot_47 KeyChainType)
        (inReceptacle KeyChain_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_04_dot_47 ArmChair_bar__minus_03_dot_66_bar__plus_00_dot_00_bar__plus_04_dot_56)
        (objectAtLocation KeyChain_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_04_dot_47 loc_bar__minus_15_bar_22_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_04_dot_47)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType RemoteControlType)
        (atLocation agent1 loc_bar__minus_7_bar_8_bar_1_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o LaptopType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
    
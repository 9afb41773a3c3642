(define (problem plan_trial_93f50d7c4a26)
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
        KeyChain_bar__minus_01_dot_75_bar__plus_01_dot_93_bar__plus_00_dot_60 - object
        KeyChain_bar__minus_02_dot_18_bar__plus_00_dot_81_bar__plus_00_dot_68 - object
        CreditCard_bar__minus_02_dot_02_bar__plus_01_dot_09_bar__plus_00_dot_38 - object
        CreditCard_bar__minus_02_dot_16_bar__plus_00_dot_91_bar__plus_00_dot_71 - object
        Pen_bar__minus_00_dot_73_bar__plus_00_dot_21_bar__minus_01_dot_13 - object
        Laptop_bar__minus_01_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_73 - object
        Laptop_bar__plus_01_dot_46_bar__plus_00_dot_26_bar__plus_01_dot_72 - object
        Book_bar__minus_02_dot_07_bar__plus_01_dot_14_bar__plus_00_dot_28 - object
        BasketBall_bar__minus_00_dot_85_bar__plus_00_dot_07_bar__minus_01_dot_61 - object
        Pencil_bar__minus_02_dot_27_bar__plus_00_dot_83_bar__plus_00_dot_95 - object
        Pencil_bar__minus_01_dot_60_bar__plus_00_dot_12_bar__plus_00_dot_61 - object
        AlarmClock_bar__minus_01_dot_67_bar__plus_01_dot_54_bar__plus_00_dot_63 - object
        AlarmClock_bar__minus_00_dot_46_bar__plus_00_dot_11_bar__minus_01_dot_39 - object
        Bowl_bar__minus_00_dot_43_bar__plus_00_dot_20_bar__minus_01_dot_50 - object
        Bowl_bar__minus_02_dot_12_bar__plus_01_dot_14_bar__plus_00_dot_15 - object
        Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 - receptacle
        Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35 - receptacle
        Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 - receptacle
        Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 - receptacle
        GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 - receptacle
        Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 - receptacle
        LaundryHamper_bar__minus_01_dot_65_bar__plus_01_dot_22_bar__minus_01_dot_18 - receptacle
        loc_bar__minus_1_bar_3_bar_3_bar_30 - location
        loc_bar__minus_1_bar_6_bar_1_bar_30 - location
        loc_bar__minus_3_bar_4_bar_3_bar_0 - location
        loc_bar__minus_4_bar_5_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar_6_bar_2_bar_30 - location
        loc_bar__minus_4_bar_8_bar_3_bar_30 - location
        loc_bar__minus_5_bar_6_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_5_bar_1_bar_15 - location
        loc_bar__minus_7_bar_5_bar_2_bar__minus_30 - location
        loc_bar__minus_7_bar_6_bar_2_bar_30 - location
        loc_bar_1_bar__minus_5_bar_0_bar_30 - location
        loc_bar_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar_1_bar_0_bar_3_bar_30 - location
        loc_bar_1_bar_5_bar_0_bar_30 - location
        loc_bar_2_bar__minus_6_bar_0_bar_30 - location
    )
(:init
        (receptacleType Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 BedType)
        (receptacleAtLocation Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (receptacleType Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (receptacleType Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67 DeskType)
        (receptacleAtLocation Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85 loc_bar_2_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 loc_bar_1_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85)
        (receptacleType Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73)
        (receptacleType GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 loc_bar_1_bar_0_bar_3_bar_30)
        (receptacleType Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 SafeType)
        (receptacleAtLocation Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 loc_bar__minus_4_bar_8_bar_3_bar_30)
        (openable Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41 loc_bar__minus_4_bar_5_bar_2_bar__minus_30)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 loc_bar__minus_3_bar_4_bar_3_bar_0)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (receptacleType LaundryHamper_bar__minus_01_dot_65_bar__plus_01_dot_22_bar__minus_01_dot_18 LaundryHamperType)
        (receptacleAtLocation LaundryHamper_bar__minus_01_dot_65_bar__plus_01_dot_22_bar__minus_01_dot_18 loc_bar__minus_7_bar__minus_5_bar_1_bar_15)
        (objectType KeyChain_bar__minus_01_dot_75_bar__plus_01_dot_93_bar__plus_00_dot_60 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_75_bar__plus_01_dot_93_bar__plus_00_dot_60 Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41)
        (objectAtLocation KeyChain_bar__minus_01_dot_75_bar__plus_01_dot_93_bar__plus_00_dot_60 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (pickupable KeyChain_bar__minus_01_dot_75_bar__plus_01_dot_93_bar__plus_00_dot_60)
        (objectType KeyChain_bar__minus_02_dot_18_bar__plus_00_dot_81_bar__plus_00_dot_68 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_18_bar__plus_00_dot_81_bar__plus_00_dot_68 Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73)
        (objectAtLocation KeyChain_bar__minus_02_dot_18_bar__plus_00_dot_81_bar__plus_00_dot_68 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_18_bar__plus_00_dot_81_bar__plus_00_dot_68)
        (objectType CreditCard_bar__minus_02_dot_02_bar__plus_01_dot_09_bar__plus_00_dot_38 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_02_bar__plus_01_dot_09_bar__plus_00_dot_38 Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (objectAtLocation CreditCard_bar__minus_02_dot_02_bar__plus_01_dot_09_bar__plus_00_dot_38 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_02_bar__plus_01_dot_09_bar__plus_00_dot_38)
        (objectType CreditCard_bar__minus_02_dot_16_bar__plus_00_dot_91_bar__plus_00_dot_71 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_16_bar__plus_00_dot_91_bar__plus_00_dot_71 Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73)
        (objectAtLocation CreditCard_bar__minus_02_dot_16_bar__plus_00_dot_91_bar__plus_00_dot_71 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_16_bar__plus_00_dot_91_bar__plus_00_dot_71)
        (objectType Pen_bar__minus_00_dot_73_bar__plus_00_dot_21_bar__minus_01_dot_13 PenType)
        (inReceptacle Pen_bar__minus_00_dot_73_bar__plus_00_dot_21_bar__minus_01_dot_13 Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85)
        (objectAtLocation Pen_bar__minus_00_dot_73_bar__plus_00_dot_21_bar__minus_01_dot_13 loc_bar_2_bar__minus_6_bar_0_bar_30)
        (pickupable Pen_bar__minus_00_dot_73_bar__plus_00_dot_21_bar__minus_01_dot_13)
        (objectType Laptop_bar__minus_01_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_73 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_73 Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67)
        (objectAtLocation Laptop_bar__minus_01_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_73 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (pickupable Laptop_bar__minus_01_dot_82_bar__plus_00_dot_11_bar__plus_00_dot_73)
        (objectType Laptop_bar__plus_01_dot_46_bar__plus_00_dot_26_bar__plus_01_dot_72 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_46_bar__plus_00_dot_26_bar__plus_01_dot_72 Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67)
        (objectAtLocation Laptop_bar__plus_01_dot_46_bar__plus_00_dot_26_bar__plus_01_dot_72 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (pickupable Laptop_bar__plus_01_dot_46_bar__plus_00_dot_26_bar__plus_01_dot_72)
        (objectType Book_bar__minus_02_dot_07_bar__plus_01_dot_14_bar__plus_00_dot_28 BookType)
        (inReceptacle Book_bar__minus_02_dot_07_bar__plus_01_dot_14_bar__plus_00_dot_28 Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (objectAtLocation Book_bar__minus_02_dot_07_bar__plus_01_dot_14_bar__plus_00_dot_28 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (pickupable Book_bar__minus_02_dot_07_bar__plus_01_dot_14_bar__plus_00_dot_28)
        (objectType BasketBall_bar__minus_00_dot_85_bar__plus_00_dot_07_bar__minus_01_dot_61 BasketBallType)
        (inReceptacle BasketBall_bar__minus_00_dot_85_bar__plus_00_dot_07_bar__minus_01_dot_61 Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation BasketBall_bar__minus_00_dot_85_bar__plus_00_dot_07_bar__minus_01_dot_61 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable BasketBall_bar__minus_00_dot_85_bar__plus_00_dot_07_bar__minus_01_dot_61)
        (objectType Pencil_bar__minus_02_dot_27_bar__plus_00_dot_83_bar__plus_00_dot_95 PencilType)
        (inReceptacle Pencil_bar__minus_02_dot_27_bar__plus_00_dot_83_bar__plus_00_dot_95 Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73)
        (objectAtLocation Pencil_bar__minus_02_dot_27_bar__plus_00_dot_83_bar__plus_00_dot_95 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (pickupable Pencil_bar__minus_02_dot_27_bar__plus_00_dot_83_bar__plus_00_dot_95)
        (objectType Pencil_bar__minus_01_dot_60_bar__plus_00_dot_12_bar__plus_00_dot_61 PencilType)
        (inReceptacle Pencil_bar__minus_01_dot_60_bar__plus_00_dot_12_bar__plus_00_dot_61 Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67)
        (objectAtLocation Pencil_bar__minus_01_dot_60_bar__plus_00_dot_12_bar__plus_00_dot_61 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (pickupable Pencil_bar__minus_01_dot_60_bar__plus_00_dot_12_bar__plus_00_dot_61)
        (objectType AlarmClock_bar__minus_01_dot_67_bar__plus_01_dot_54_bar__plus_00_dot_63 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_01_dot_67_bar__plus_01_dot_54_bar__plus_00_dot_63 Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41)
        (objectAtLocation AlarmClock_bar__minus_01_dot_67_bar__plus_01_dot_54_bar__plus_00_dot_63 loc_bar__minus_3_bar_4_bar_3_bar_0)
        (pickupable AlarmClock_bar__minus_01_dot_67_bar__plus_01_dot_54_bar__plus_00_dot_63)
        (objectType AlarmClock_bar__minus_00_dot_46_bar__plus_00_dot_11_bar__minus_01_dot_39 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_00_dot_46_bar__plus_00_dot_11_bar__minus_01_dot_39 Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation AlarmClock_bar__minus_00_dot_46_bar__plus_00_dot_11_bar__minus_01_dot_39 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable AlarmClock_bar__minus_00_dot_46_bar__plus_00_dot_11_bar__minus_01_dot_39)
        (objectType Bowl_bar__minus_00_dot_43_bar__plus_00_dot_20_bar__minus_01_dot_50 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_43_bar__plus_00_dot_20_bar__minus_01_dot_50 Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation Bowl_bar__minus_00_dot_43_bar__plus_00_dot_20_bar__minus_01_dot_50 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (cleanable Bowl_bar__minus_00_dot_43_bar__plus_00_dot_20_bar__minus_01_dot_50)
        (coolable Bowl_bar__minus_00_dot_43_bar__plus_00_dot_20_bar__minus_01_dot_50)
        (pickupable Bowl_bar__minus_00_dot_43_bar__plus_00_dot_20_bar__minus_01_dot_50)
        (isReceptacleObject Bowl_bar__minus_00_dot_43_bar__plus_00_dot_20_bar__minus_01_dot_50)
        (objectType Bowl_bar__minus_02_dot_12_bar__plus_01_dot_14_bar__plus_00_dot_15 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_12_bar__plus_01_dot_14_bar__plus_00_dot_15 Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (objectAtLocation Bowl_bar__minus_02_dot_12_bar__plus_01_dot_14_bar__plus_00_dot_15 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (cleanable Bowl_bar__minus_02_dot_12_bar__plus_01_dot_14_bar__plus_00_dot_15)
        (coolable Bowl_bar__minus_02_dot_12_bar__plus_01_dot_14_bar__plus_00_dot_15)
        (pickupable Bowl_bar__minus_02_dot_12_bar__plus_01_dot_14_bar__plus_00_dot_15)
        (isReceptacleObject Bowl_bar__minus_02_dot_12_bar__plus_01_dot_14_bar__plus_00_dot_15)
        (canContain BedType BasketBallType)
        (canContain BedType BookType)
        (canContain BedType LaptopType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BasketBallType)
        (canContain DeskType BookType)
        (canContain DeskType BowlType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain SafeType CreditCardType)
        (canContain SafeType KeyChainType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BookType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (atLocation agent1 loc_bar_1_bar_5_bar_0_bar_30)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 KeyChainType)
                                    (receptacleType ?r DeskType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 KeyChainType)
                                            (receptacleType ?r DeskType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            